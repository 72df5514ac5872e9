/** Where a code goes: the key it is stored under and the address the notifier sends to. */
export interface CodeTarget {
  channel: 'email' | 'sms';
  /** Stored and rate-limited under this: `email:a@b.c` or `phone:+86 13800000000`. */
  key: string;
  /** What the notifier sends to. */
  address: string;
}

/** E-mail addresses are kept and compared in lower case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const emailTarget = (email: string): CodeTarget => {
  const address = normalizeEmail(email);
  return { channel: 'email', key: `email:${address}`, address };
};

export const phoneTarget = (areaCode: string, phoneNumber: string): CodeTarget => {
  const address = `${areaCode} ${phoneNumber}`;
  return { channel: 'sms', key: `phone:${address}`, address };
};
