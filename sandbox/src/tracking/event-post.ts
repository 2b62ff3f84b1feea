/**
 * The event post's wire format (contract §3: POST /wps/system/collect, "body: JSON string of
 * events"): a JSON body that is one string, itself the JSON array of events. A beacon's
 * text/plain body is that string's text, the array itself. Anything else (an array sent as
 * JSON, an object) is not the format, and the sandbox refuses it so a client that drifts
 * from it fails its tests instead of passing with either form.
 */
export function isEventPost(body: unknown, contentType: string | undefined): boolean {
  const text = contentType?.startsWith('text/plain') ? body : typeof body === 'string' && body;
  if (typeof text !== 'string') return false;
  try {
    return Array.isArray(JSON.parse(text));
  } catch {
    return false;
  }
}
