/** The response envelope of every API call: `{ state, data, message, optional?, token? }`. `data` is always an array. */
export interface Envelope<T = unknown> {
  state: boolean;
  data: T[];
  message: string;
  optional?: Record<string, unknown> & {
    errors?: Record<string, string>;
    current_page?: number;
    total_pages?: number;
    request_id?: string;
  };
  token?: string;
}

export interface Paginated {
  current_page: number;
  total_pages: number;
}
