import { defineEnum } from '../common/enum';

/** The documents of spec §3 "Verification": three for a person, the business licence for a company. */
export const certificateType = defineEnum({
  identityCard: 1,
  passport: 2,
  drivingLicence: 3,
  businessLicence: 4,
});
