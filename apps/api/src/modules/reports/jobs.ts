import { NO_PAYLOAD, type ModuleQueue } from '../../jobs/queue';
import { runScheduledReports } from './report-schedule';
import { performanceReportJob } from './report-job';

export const jobTypes = { 'performance-report': performanceReportJob };

export const queues: ModuleQueue[] = [
  // Weekly reports of the settings: checked every 5 minutes and once at start, so a slot missed while down runs
  // once. Its reports are job types, run where the file store is.
  {
    name: 'report-schedule',
    needs: ['files'],
    payload: NO_PAYLOAD,
    cron: '*/5 * * * *',
    sendAtStart: true,
    run: async ({ db, send }) => {
      await runScheduledReports(db, send);
    },
  },
];
