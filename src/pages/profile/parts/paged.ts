/** A page of a list as the activity and security-event calls answer it (server/http/pagination.ts). */
export interface Paged<Item> {
  data: Item[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}
