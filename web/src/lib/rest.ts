/**
 * The REST helper for what GraphQL does not carry (multipart uploads under /api): bearer token when signed in,
 * JSON or FormData bodies, and the error texts of docs/product-rules.md#errors. A 401 ends the session.
 */
import { pageLocale } from '../i18n/locales';
import { failedRequest, networkFailure } from './errors';
import { clearSession, getSession } from './session';

const API_BASE = '/api';

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data (the browser sets the boundary header). */
  form?: FormData;
  signal?: AbortSignal;
  /** More headers, e.g. a booking's X-Booking-Token (a guest's document upload). */
  headers?: Record<string, string>;
}

export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    'Accept-Language': pageLocale(),
  };
  const token = getSession()?.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkFailure(error);
  }

  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    // Only the session whose token was refused ends (a later login's session stays).
    if (response.status === 401 && token && getSession()?.token === token) clearSession();
    throw failedRequest(data, response.status);
  }
  return data as T;
}

/** Uploads one file as multipart, with any extra text fields (e.g. a package's code and name). */
export function apiUpload<T = unknown>(
  path: string,
  fileField: string,
  file: File,
  fields: Record<string, string> = {},
  method: ApiRequestOptions['method'] = 'POST',
): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(fileField, file);
  return apiRequest<T>(path, { method, form });
}
