import { reportsApi } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { createMailStack } from '../../mail/test-mail-stack';
import { classWithScores, schoolWithPrincipal, useReportsTestApp } from './reports.test-helpers';

// A real SMTP server and the send-mail queue, with no requeue sweep scheduled: only an e-mail handed to the
// queue when written reaches the server.
const mail = createMailStack();
const t = useReportsTestApp(mail);

describe('a performance report sent to the principal, with SMTP configured', () => {
  it('reaches the principal within seconds, without waiting for the requeue sweep', async () => {
    const { headers } = await t.signIn('admin');
    const school = await schoolWithPrincipal(t.database.db);
    const { klass } = await classWithScores(t.database.db, { schoolId: school.id });
    await t.call(reportsApi.createPerformance, {
      url: '/api/admin/reports/performance',
      headers,
      payload: { classId: klass.id, fromDate: '2026-01-01', toDate: '2026-06-30', sendToPrincipal: true },
    });
    await t.runQueued();
    const received = await mail.waitForMail('principal@example.com');
    expect(received.to).toEqual(['principal@example.com']);
    expect(received.body).toContain('Content-Type: application/pdf');
  }, 30_000);
});
