import { anonymous, byRole, describeEndpoints } from '../common/endpoint';
import { defineEnum, type EnumValue } from '../common/enum';
import type { settingsEndpointSchemas } from './settings.endpoint-schemas';

/** Spec §3: the common-setting types the product reads. */
export const commonSettingType = defineEnum({ social: 3, footerLinks: 4, protocolLinks: 6 });
export type CommonSettingType = EnumValue<typeof commonSettingType>;

export const settingsEndpoints = describeEndpoints<typeof settingsEndpointSchemas>()({
  getCommonSettingList: byRole.get('foundation/CommonSetting/GetCommonSettingList', anonymous),
});
