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

/** The auction sheet with an English translation of its codes (GET /car-auction/image-translate). */
export function translatedSheetUrl(lotId: number): string {
  return `${API_BASE}/images/sheets/${lotId}/en.svg`;
}

/** A condition-report clip of a lot (n from 1). */
export function lotVideoUrl(lotId: number, clip: number): string {
  return `${API_BASE}/images/videos/${lotId}/${clip}.svg`;
}
