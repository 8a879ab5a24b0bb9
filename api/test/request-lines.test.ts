/**
 * The request lines put together by lib/logging.ts RequestLines are the lines pino writes with the app's logger
 * options for the same fields: same keys, same order, same values (the time aside).
 */
import Fastify from 'fastify';
import { pino } from 'pino';
import { expect, it } from 'vitest';

import { loggerOptions, requestChildLogger, RequestLines } from '../src/lib/logging.ts';
import { requestId } from '../src/lib/request-id.ts';

it('are the lines pino writes for the same request, in the same order', async () => {
  const written: string[] = [];
  const requestLines = new RequestLines();
  const app = Fastify({
    logger: loggerOptions('info', { write: (line) => void written.push(line) }),
    logController: requestLines,
    childLoggerFactory: requestChildLogger,
    genReqId: requestId,
  });
  requestLines.writeTo(app.log);
  app.get('/things', () => ({ ok: true }));
  const answer = await app.inject({
    method: 'GET',
    url: '/things?token=secret_x&page=2',
    headers: { host: 'rihla.example "quoted"', 'x-request-id': 'req-lines-1' },
  });
  await app.close();
  expect(answer.statusCode).toBe(200);

  const lines = written.map((line) => JSON.parse(line) as Record<string, unknown>);
  const [incoming, completed] = lines;
  expect(lines).toHaveLength(2);
  expect(written.join('')).not.toContain('secret_x');

  // What pino itself writes for those fields, through the same options (its redaction on: nothing to redact).
  const expected: string[] = [];
  const reference = pino(loggerOptions('info'), { write: (line: string) => void expected.push(line) });
  const request = {
    method: 'GET',
    url: '/things?token=secret_x&page=2',
    host: 'rihla.example "quoted"',
    ip: '127.0.0.1',
  };
  reference.info({ reqId: 'req-lines-1', req: request }, 'incoming request');
  reference.info(
    { reqId: 'req-lines-1', res: { statusCode: 200 }, responseTime: completed.responseTime },
    'request completed',
  );
  const withoutTime = (line: Record<string, unknown>) => Object.entries(line).filter(([key]) => key !== 'time');
  expected.forEach((line, i) => {
    const ours = lines[i];
    expect(withoutTime(ours)).toEqual(withoutTime(JSON.parse(line) as Record<string, unknown>));
    expect(typeof ours.time).toBe('number');
  });
  expect(incoming.req).toEqual({
    method: 'GET',
    url: '/things?token=~&page=~',
    host: 'rihla.example "quoted"',
    remoteAddress: '127.0.0.1',
  });
});
