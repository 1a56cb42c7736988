// The ceiling in a process of its own (startCeilingProcess), so its CPU time can be read from /proc
// as the measured server's is, and the bench's own work (spawning load generators) is not counted.
import { startCeiling, type RecordedResponse } from './ceiling';

interface Recording {
  key: string;
  response: RecordedResponse;
}

const responses = new Map<string, RecordedResponse>();
const ceiling = await startCeiling(responses);
process.on('message', (message: Recording | 'close') => {
  if (message === 'close') {
    void ceiling.close().then(() => process.exit(0));
    return;
  }
  const { status, headers, body } = message.response;
  responses.set(message.key, { status, headers, body: Buffer.from(body) });
  process.send!({ recorded: message.key });
});
process.send!({ url: ceiling.url });
