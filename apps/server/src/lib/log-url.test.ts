import { describe, expect, it } from 'vitest';
import { loggableUrl } from './log-url';

describe('loggableUrl', () => {
  it('hides the signature of a signed link and leaves other URLs alone', () => {
    expect(
      loggableUrl('/api/services/app/foundation/FileUpload/GetFile?id=abc&expires=1&signature=ff00'),
    ).toBe('/api/services/app/foundation/FileUpload/GetFile?id=abc&expires=1&signature=redacted');
    expect(loggableUrl('/api/x?id=1&lang=en')).toBe('/api/x?id=1&lang=en');
    expect(loggableUrl('/api/x')).toBe('/api/x');
  });
});
