/** One server-sent event: its `event:` name (default `message`) and its joined `data:` lines. */
export interface SseMessage {
  event: string;
  data: string;
  /** The event's `id:`, when the server numbers its events (with Redis): sent back as Last-Event-ID. */
  id?: string;
}

/**
 * Splits the text received so far into complete events (per the SSE format: blocks separated by
 * a blank line; `:` lines are comments, such as the server's pings) and the unfinished rest, which
 * the caller keeps for the next chunk.
 */
export function parseSse(buffer: string): { messages: SseMessage[]; rest: string } {
  const normalized = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalized.split('\n\n');
  const rest = blocks.pop() ?? '';
  const messages: SseMessage[] = [];
  for (const block of blocks) {
    let event = 'message';
    let id: string | undefined;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
      else if (field === 'id') id = value;
    }
    if (data.length > 0) messages.push({ event, data: data.join('\n'), ...(id ? { id } : {}) });
  }
  return { messages, rest };
}
