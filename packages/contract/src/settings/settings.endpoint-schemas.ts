import { z } from 'zod';
import { enumSchema } from '../common/enum-schema';
import { commonSettingType } from './settings.endpoints';
import { commonSettingSchema } from './settings.schemas';

/**
 * The schemas of the endpoints in settings.endpoints.ts, by the same keys: the server validates
 * with them, joined to the descriptors by the registry (`withSchemas`).
 */
export const settingsEndpointSchemas = {
  getCommonSettingList: {
    /** Without a type, every setting; with one, only that type. */
    input: z.object({ type: z.coerce.number().pipe(enumSchema(commonSettingType)).optional() }),
    result: z.array(commonSettingSchema),
  },
};
