import { appPath, describeEndpoint } from '../common/endpoint';
import { defineEnum, type EnumValue } from '../common/enum';
import type { settingsEndpointSchemas } from './settings.endpoint-schemas';

/** Spec §3: the common-setting types the product reads. */
export const commonSettingType = defineEnum({ social: 3, footerLinks: 4, protocolLinks: 6 });
export type CommonSettingType = EnumValue<typeof commonSettingType>;

export const settingsEndpoints = {
  getCommonSettingList: describeEndpoint<typeof settingsEndpointSchemas.getCommonSettingList>()({
    hosts: ['base', 'merchant'],
    method: 'GET',
    path: appPath('foundation/CommonSetting/GetCommonSettingList'),
    auth: { kind: 'anonymous' },
  }),
};
