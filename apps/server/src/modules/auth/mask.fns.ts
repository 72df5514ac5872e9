/** `alice@example.com` → `a***@example.com`: enough to recognise, not to read (account info). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** `13800000005` → `138****0005`; shorter numbers keep fewer digits in view, never all of them. */
export function maskPhone(phone: string): string {
  if (phone.length <= 4) return '*'.repeat(phone.length);
  const [head, tail] = phone.length >= 9 ? [3, 4] : phone.length >= 8 ? [1, 4] : [1, 2];
  return `${phone.slice(0, head)}${'*'.repeat(phone.length - head - tail)}${phone.slice(-tail)}`;
}
