/** One page of a list call: its rows and how many rows match in all (`X-Total-Count`). */
export interface ListPage<T> {
  items: T[];
  total: number;
}
