/** The response envelope of every API call (spec §7, DESIGN §2). `data` is always an array. */
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
