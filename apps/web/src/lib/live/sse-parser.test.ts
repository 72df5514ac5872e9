import { describe, expect, it } from 'vitest';
import { parseSse } from './sse-parser';

describe('parseSse', () => {
  it('splits complete events, skips comments and keeps the unfinished rest', () => {
    const { messages, rest } = parseSse(
      ': connected\n\nevent: deposit\ndata: {"id":1}\n\n: ping\n\nevent: withdrawal\ndata: {"ri',
    );
    expect(messages).toEqual([{ event: 'deposit', data: '{"id":1}' }]);
    expect(rest).toBe('event: withdrawal\ndata: {"ri');
    const next = parseSse(`${rest}d":"x"}\n\n`);
    expect(next.messages).toEqual([{ event: 'withdrawal', data: '{"rid":"x"}' }]);
    expect(next.rest).toBe('');
  });

  it('joins multi-line data, defaults the name and accepts CRLF line ends', () => {
    expect(parseSse('data: a\r\ndata: b\r\n\r\n').messages).toEqual([{ event: 'message', data: 'a\nb' }]);
    expect(parseSse('event: x\n\n').messages).toEqual([]);
  });

  it('keeps an event’s id, which the stream sends back as Last-Event-ID after a reconnect', () => {
    expect(parseSse('id: 17-0\nevent: deposit\ndata: {}\n\n').messages).toEqual([
      { event: 'deposit', data: '{}', id: '17-0' },
    ]);
  });
});
