import { http } from './http';

interface PantryAnswer<T> {
  data?: T | null;
  errors?: Array<{ message: string }>;
}

/**
 * One query to the GraphQL "pantry" (POST /pantry). A failed call (a non-OK status, no answer, or an answer that
 * is not GraphQL's JSON) logs one console line here, for every caller, and throws: ky's HTTPError (with the
 * status) or the error as it came. Callers show nothing for it and log nothing more. An answer without data
 * resolves to null, so callers choose their empty value. GraphQL errors are logged on one line, not thrown:
 * partial data is still shown.
 */
export async function pantryQuery<T>(query: string, variables: Record<string, unknown> = {}): Promise<T | null> {
  let answer: PantryAnswer<T> | null;
  try {
    answer = await http.post('/pantry', { json: { query, variables } }).json<PantryAnswer<T> | null>();
    // An empty 200 (ky reads it as '') is no GraphQL answer: a failed call, not one without data (read as such,
    // the drawer took it for no recommendations and never asked again on that page).
    if (!answer || typeof answer !== 'object') throw new Error('The pantry answer could not be read.');
  } catch (error) {
    // A failed /pantry call is only logged to the console and yields nothing. ky's HTTPError names the status.
    console.error('[pantry] POST /pantry failed: nothing is shown for it.', error);
    throw error;
  }
  if (answer.errors?.length) console.error('[pantry]', answer.errors.map((error) => error.message).join('; '));
  return answer.data ?? null;
}
