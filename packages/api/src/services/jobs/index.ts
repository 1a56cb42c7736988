// The job queue (pg-boss): job names, sending a job, and the workers with their schedules.
export { type JobName, JOBS, sendJob, setJobQueue } from './queue';
export {
  handOnStrandedEmails,
  type JobLogger,
  type JobQueueSettings,
  SCHEDULES,
  startJobQueue,
  stopJobQueue,
} from './workers';
