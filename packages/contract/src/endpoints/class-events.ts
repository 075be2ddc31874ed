import { idParamSchema } from '../common';
import { endpoint } from '../endpoint';

export const classEventsApi = {
  stream: endpoint({
    method: 'GET',
    path: '/admin/classes/:id/events',
    guard: 'staff',
    params: idParamSchema,
    response: 'file',
    fileType: 'text/event-stream',
    errors: [429],
    description:
      'A Server-Sent Events stream (text/event-stream) of every change of the class as it commits, in any process: ' +
      '`event: attendance|scores|classwork|answer|enrolment`, `id:` the history row, `data:` a classEvent. Staff of the ' +
      'class only, with the bearer header (never a token in the URL). `Last-Event-ID` replays the changes after that ' +
      'row (at most 500, else `event: resync`); a comment line every 15 s keeps it open; it ends after 15 minutes and ' +
      'the client reconnects. It ends within 30 s of its token being signed out, ended everywhere or expiring, or of ' +
      'its user losing the class. At most EVENTS_MAX_PER_USER (8) open per user and EVENTS_MAX per process: past ' +
      'either, 429 with Retry-After (the web polls the tab meanwhile). A caller that does not accept ' +
      'text/event-stream gets the replay alone and the answer ends.',
  }),
};
