import { z } from 'zod';
import { appPath, defineEndpoint } from '../common/endpoint';
import { commonSettingSchema, commonSettingType } from './settings.schemas';

export const settingsEndpoints = {
  getCommonSettingList: defineEndpoint({
    hosts: ['base', 'merchant'],
    method: 'GET',
    path: appPath('foundation/CommonSetting/GetCommonSettingList'),
    /** Without a type, every setting; with one, only that type. */
    input: z.object({ type: z.coerce.number().pipe(commonSettingType.schema).optional() }),
    result: z.array(commonSettingSchema),
    auth: { kind: 'anonymous' },
  }),
};
