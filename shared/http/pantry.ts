import { http } from './http';

interface PantryAnswer<T> {
  data?: T | null;
  errors?: Array<{ message: string }>;
}

/**
 * One query to the GraphQL "pantry" (POST /pantry). A non-OK status throws ky's HTTPError (with the status);
 * an answer without data resolves to null, so callers choose their empty value. GraphQL errors alongside data
 * are logged, not thrown: partial data is still shown.
 */
export async function pantryQuery<T>(query: string, variables: Record<string, unknown> = {}): Promise<T | null> {
  const answer = await http.post('/pantry', { json: { query, variables } }).json<PantryAnswer<T> | null>();
  // An empty 200 (ky reads it as '') is no GraphQL answer: a failed call, not one without data (read as such,
  // the drawer took it for no recommendations and never asked again on that page).
  if (!answer || typeof answer !== 'object') throw new Error('The pantry answer could not be read.');
  if (answer.errors?.length) console.error('[pantry]', answer.errors.map((error) => error.message).join('; '));
  return answer.data ?? null;
}
