import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { withQuietClientAborts } from './client-aborts';

function loggerWithLines() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as { level: number; msg: string });
      done();
    },
  });
  const options = withQuietClientAborts({ level: 'info' }) as pino.LoggerOptions;
  return { logger: pino(options, stream), lines };
}

describe('client aborts in the log', () => {
  it('keeps a stream the client closed out of the error level, and real errors in it', () => {
    const { logger, lines } = loggerWithLines();
    logger.error(new Error('premature close'));
    logger.error(new Error('the disk is full'));
    expect(lines.map((line) => [line.level, line.msg])).toEqual([[50, 'the disk is full']]);
  });
});
