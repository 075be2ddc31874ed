import { idParamSchema } from '../common';
import { endpoint } from '../endpoint';

export const classEventsApi = {
  stream: endpoint({
    method: 'GET',
    path: '/admin/classes/:id/events',
    guard: 'staff',
    params: idParamSchema,
    response: 'file',
    description:
      'A Server-Sent Events stream (text/event-stream) of every change of the class as it commits, in any process: ' +
      '`event: attendance|scores|classwork|answer|enrolment`, `id:` the history row, `data:` a classEvent. Staff of the ' +
      'class only, with the bearer header (never a token in the URL). `Last-Event-ID` replays the changes after that ' +
      'row (at most 500, else `event: resync`); a comment line every 15 s keeps it open; it ends after 15 minutes and ' +
      'the client reconnects, so a revoked token or a lost class is noticed. A caller that does not accept ' +
      'text/event-stream gets the replay alone and the answer ends.',
  }),
};
