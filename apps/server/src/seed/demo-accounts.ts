import { accountType, kycStatus } from '@coffer/contract';

/** Printed at start and shown on the sign-in page in demo mode; never created in production. */
export const demoPassword = 'Coffer#Demo2026';

export const demoAccounts = [
  {
    uid: '10000001',
    email: 'alice@demo.coffer.test',
    areaCode: '+44',
    phoneNumber: '7700900001',
    name: 'Alice Personal',
    accountType: accountType.members.personal,
    kycStatus: kycStatus.members.verified,
    isOfficial: false,
  },
  {
    uid: '10000002',
    email: 'ent@demo.coffer.test',
    areaCode: '+852',
    phoneNumber: '51000002',
    name: 'Harbour Trading Ltd',
    accountType: accountType.members.enterprise,
    kycStatus: kycStatus.members.verified,
    isOfficial: false,
  },
  {
    uid: '10000003',
    email: 'merchant@demo.coffer.test',
    areaCode: '+65',
    phoneNumber: '81000003',
    name: 'Lumen Coffee Pte',
    accountType: accountType.members.merchant,
    kycStatus: kycStatus.members.verified,
    isOfficial: true,
  },
  {
    uid: '10000004',
    email: 'acceptor@demo.coffer.test',
    areaCode: '+971',
    phoneNumber: '501000004',
    name: 'Desert Exchange Desk',
    accountType: accountType.members.acceptor,
    kycStatus: kycStatus.members.verified,
    isOfficial: false,
  },
  {
    uid: '10000005',
    email: 'newbie@demo.coffer.test',
    areaCode: '+86',
    phoneNumber: '13800000005',
    name: 'Bo Newcomer',
    accountType: accountType.members.personal,
    kycStatus: kycStatus.members.unverified,
    isOfficial: false,
  },
  {
    // Gets an application under review when the seed has a place for its photos (seedPendingKyc).
    uid: '10000006',
    email: 'pending@demo.coffer.test',
    areaCode: '+44',
    phoneNumber: '7700900006',
    name: 'Dana Pending',
    accountType: accountType.members.personal,
    kycStatus: kycStatus.members.unverified,
    isOfficial: false,
  },
] as const;
