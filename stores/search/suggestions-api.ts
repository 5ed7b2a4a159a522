import { http } from '../../shared/http/http';
import { readSuggestions, type Suggestions } from './suggestions-payload';

/** GET /home/ajax_search_suggestions_ng?query={text}; rejects on a failure or an answer that is not one. */
export async function fetchSuggestions(query: string, signal: AbortSignal): Promise<Suggestions> {
  const answer = readSuggestions(
    await http.get('/home/ajax_search_suggestions_ng', { searchParams: { query }, signal, retry: 0 }).json(),
  );
  if (!answer) throw new Error('the suggestions answer has no query');
  return answer;
}
