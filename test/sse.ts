/** A GraphQL result as an SSE stream carries it. */
export type StreamResult = {
  data?: Record<string, Record<string, unknown>> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};

/**
 * Reads the results of one graphql-sse stream (distinct-connections mode) one by one: `next` answers the next
 * result, or null once the server completed or closed the stream.
 */
export function sseResults(response: Response): () => Promise<StreamResult | null> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return async function next() {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const message = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (/^event: complete/m.test(message)) return null;
        const data = /^data: (.*)$/m.exec(message)?.[1];
        if (data) return JSON.parse(data) as StreamResult;
        continue;
      }
      const chunk = await reader.read();
      if (chunk.done) return null;
      buffer += chunk.value;
    }
  };
}
