import { http } from '../../shared/http/http';

export const ENROL_JOB = 'Create an account';

/** Enrols the signed-in member; any 2xx is success (ky throws on anything else). */
export async function requestEnrolment(userId: number): Promise<void> {
  await http.get('/loyalty-job', { searchParams: { user_id: userId, job: ENROL_JOB } });
}
