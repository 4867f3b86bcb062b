import { appointmentReminderJob } from '../modules/appointments/appointment-reminders';
import { signingReminderJob } from '../modules/signing/signing-reminders';
import { slaBreachJob, slaReminderJob } from '../modules/workflow-runtime/sla-jobs';
import { jobRegistry, type JobRegistry } from './job-kind';
import { sweepJobsJob } from './sweep-jobs';

/** Every kind of job the server runs, by name. A new kind is added here, once. */
export const JOB_KINDS: JobRegistry = jobRegistry([slaReminderJob, slaBreachJob, sweepJobsJob, appointmentReminderJob, signingReminderJob]);
