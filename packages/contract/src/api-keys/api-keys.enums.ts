import { defineEnum, type EnumValue } from '../common/enum';

export const apiKeyStatus = defineEnum({ enabled: 0, disabled: 1, expired: 2 });

export type ApiKeyStatus = EnumValue<typeof apiKeyStatus>;
