// Where lot photos and auction sheets are served; lots store these URLs (under the /api/v1 mount).
export const API_BASE = '/api/v1';

export function lotPhotoUrl(lotId: number, photo: number): string {
  return `${API_BASE}/images/lots/${lotId}/${photo}.svg`;
}

export function auctionSheetUrl(lotId: number): string {
  return `${API_BASE}/images/sheets/${lotId}.svg`;
}

export function lotPhotoUrls(lotId: number, count: number): string[] {
  return Array.from({ length: count }, (_, index) => lotPhotoUrl(lotId, index + 1));
}
