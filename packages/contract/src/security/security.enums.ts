import { defineEnum, type EnumValue } from '../common/enum';

export const securityChangeStatus = defineEnum({ underReview: 0, approved: 1, rejected: 2 });

export type SecurityChangeStatus = EnumValue<typeof securityChangeStatus>;
