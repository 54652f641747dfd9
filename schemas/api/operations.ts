// Every call of the v1 API (docs/api.md) in one table: method, path, who may call it, its query, path
// and body schemas and its answers by status, all from the schemas of schemas/api. The OpenAPI
// document (schemas/api/openapi.ts, docs/openapi.json), the contract checker (tools/contract) and a
// test against the reference API's router read it; a new call or a new status code is one edit here.
import {
  signUpBodySchema,
  signUpResponseSchema,
  tokenQuerySchema,
  verifyEmailResponseSchema,
  resetPasswordQuerySchema,
  resetPasswordResponseSchema,
  resetPasswordTokenVerifyResponseSchema,
  resetPasswordVerifyBodySchema,
  updateProfileBodySchema,
  changePasswordBodySchema,
  accountUpdateResponseSchema,
} from './accounts';
import {
  bidChatQuerySchema,
  bidChatResponseSchema,
  chatStatusBodySchema,
  chatSuccessResponseSchema,
  saveChatBodySchema,
} from './bid-chat';
import {
  bidLogsQuerySchema,
  bidLogsResponseSchema,
  bidMutationResponseSchema,
  updateAdjustmentPriceBodySchema,
  updateAutoBidBodySchema,
  updateBidPriceBodySchema,
  updateBidPriceResponseSchema,
  updateSoldPriceBodySchema,
} from './bid-management';
import {
  bidCreateBodySchema,
  bidFromManagerBodySchema,
  bidGroupListSchema,
  bidResultSchema,
  bidTypeListSchema,
  updateBidStatusBodySchema,
  userInfoQuerySchema,
  userInfoResponseSchema,
  userSearchQuerySchema,
  userSearchResultSchema,
} from './bidding';
import {
  bidFiltersQuerySchema,
  bidFiltersResponseSchema,
  bidListQuerySchema,
  bidListResponseSchema,
  dealerClientsQuerySchema,
  dealerClientsResponseSchema,
  lotSearchQuerySchema,
  lotSearchResponseSchema,
} from './bids';
import { dashboardResponseSchema } from './dashboard';
import { auctionSheetParamsSchema, lotPhotoParamsSchema, lotVideoParamsSchema } from './images';
import {
  auctionListQuerySchema,
  auctionListResponseSchema,
  bikeListingResponseSchema,
  carListingResponseSchema,
  catalogOptionListSchema,
  categoryListResponseSchema,
  deleteSearchBodySchema,
  favoriteAddBodySchema,
  favoriteDeleteQuerySchema,
  favoriteListQuerySchema,
  favoriteListResponseSchema,
  filterAttributesQuerySchema,
  filterAttributesResponseSchema,
  filterChassisQuerySchema,
  filterChassisResponseSchema,
  filterModelQuerySchema,
  filterModelResponseSchema,
  filtersResponseSchema,
  listingQuerySchema,
  mechListingResponseSchema,
  modelListQuerySchema,
  mySearchQuerySchema,
  saveSearchBodySchema,
  savedSearchListResponseSchema,
  updateSearchBodySchema,
  weekDaysResponseSchema,
} from './listing';
import {
  bikeDetailResponseSchema,
  carDetailResponseSchema,
  downloadLinkResponseSchema,
  imageTranslateQuerySchema,
  imageUrlResponseSchema,
  lotIdQuerySchema,
  machineryDetailResponseSchema,
  productionMonthQuerySchema,
  productionMonthResponseSchema,
  saveCommentBodySchema,
  shareLotBodySchema,
  shareLotQuerySchema,
  shareLotResponseSchema,
  shareLotSummarySchema,
  sharePasswordQuerySchema,
  sharePasswordResponseSchema,
  ussImagesResponseSchema,
} from './lot-detail';
import { chatNotificationSchema, notificationSchema, socketHandshakeAuthSchema, type SocketEvent } from './notifications';
import { paymentListQuerySchema, paymentListResponseSchema } from './payments';
import { PRICE_GUIDE_STATISTICS, priceGuideResponseSchema } from './price-guide';
import {
  DOCUMENT_TYPES,
  documentIdParamsSchema,
  documentUploadQuerySchema,
  documentUploadResponseSchema,
  purchaseDetailResponseSchema,
  purchaseIdQuerySchema,
  purchaseListQuerySchema,
  purchaseListResponseSchema,
} from './purchases';
import {
  auctionStatusListSchema,
  conditionListQuerySchema,
  countryListQuerySchema,
  countryListSchema,
  loginBodySchema,
  loginResponseSchema,
  menuCountersSchema,
  optionListSchema,
  profileResponseSchema,
  SEARCH_PAGE_TYPES,
  successResponseSchema,
  updateSettingBodySchema,
} from './session';
import { vehicleHistoryResponseSchema } from './vehicle-history';

type HttpMethod = 'get' | 'post' | 'put' | 'delete';
export type PageType = (typeof SEARCH_PAGE_TYPES)[number];
/** One of the `as const` JSON Schemas of schemas/api. */
export type JsonSchema = object;

/** A body that is not JSON: the media types it may have. */
export interface RawContent {
  readonly raw: readonly string[];
}
/** An answer whose schema depends on the page type in the path. */
export interface PerPageType {
  readonly byPageType: Readonly<Partial<Record<PageType, JsonSchema>>>;
}

/** The refusals of the API; every one answers errorResponseSchema (docs/api.md "Conventions"). */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

export interface Operation {
  /** operationId */
  readonly id: string;
  readonly method: HttpMethod;
  /** under /api/v1, OpenAPI style: `{pageType}` and other path parameters in braces */
  readonly path: string;
  readonly tag: string;
  readonly summary: string;
  /** session: the access cookie (or bearer token); refresh: the refresh cookie; public: nothing */
  readonly access: 'session' | 'refresh' | 'public';
  /** the page types `{pageType}` stands for */
  readonly pageTypes?: readonly PageType[];
  /** the other path parameters, as an object schema */
  readonly pathParams?: JsonSchema;
  readonly query?: JsonSchema;
  readonly body?: JsonSchema | RawContent;
  /** the 200 answer */
  readonly ok: JsonSchema | RawContent | PerPageType;
  readonly errors: readonly ErrorStatus[];
}

export const isRawContent = (value: object): value is RawContent => 'raw' in value;
export const isPerPageType = (value: object): value is PerPageType => 'byPageType' in value;

const ALL_PAGE_TYPES = SEARCH_PAGE_TYPES;
/** page types whose lots are cars (carsList), bikes (bikeList) and machinery (mechList) */
const CAR_PAGE_TYPES = ['car-auction', 'stock', 'stats'] as const;
const BIKE_PAGE_TYPES = ['bikes', 'bike-stats'] as const;
/** bikes and machinery name their catalogue calls in the plural */
const PLURAL_CATALOG_PAGE_TYPES = [...BIKE_PAGE_TYPES, 'machinery'] as const;

function byLotKind(car: JsonSchema, bike: JsonSchema, machinery: JsonSchema): PerPageType {
  return {
    byPageType: {
      ...Object.fromEntries(CAR_PAGE_TYPES.map((type) => [type, car])),
      ...Object.fromEntries(BIKE_PAGE_TYPES.map((type) => [type, bike])),
      machinery,
    },
  };
}

const NULL_ANSWER = { type: 'null' } as const;
/** GET /openapi.json: this document */
const OPENAPI_DOCUMENT = { type: 'object', required: ['openapi', 'paths'] } as const;
/** GET /download/{file}: `<token>.zip` */
const DOWNLOAD_FILE_PARAMS = { type: 'object', required: ['file'], properties: { file: { type: 'string', pattern: '^[^/]+\\.zip$' } } } as const;
const SVG: RawContent = { raw: ['image/svg+xml'] };

export const OPERATIONS: readonly Operation[] = [
  // Session (docs/api.md "Session")
  { id: 'login', method: 'post', path: '/auth', tag: 'Session', summary: 'Log in: tokens in the body and two httpOnly cookies', access: 'public', body: loginBodySchema, ok: loginResponseSchema, errors: [400, 401, 403, 422, 429] },
  { id: 'refreshSession', method: 'get', path: '/auth/update', tag: 'Session', summary: 'New tokens for the refresh cookie; both cookies rotated', access: 'refresh', ok: loginResponseSchema, errors: [401] },
  { id: 'logout', method: 'post', path: '/auth/logout', tag: 'Session', summary: 'Revoke both tokens and clear the cookies', access: 'public', ok: successResponseSchema, errors: [] },
  { id: 'viewProfile', method: 'get', path: '/user/view-profile', tag: 'Session', summary: "The caller's profile, balance and permissions", access: 'session', ok: profileResponseSchema, errors: [401] },
  { id: 'updateSetting', method: 'put', path: '/user/update-setting', tag: 'Session', summary: 'Bid e-mails and language', access: 'session', body: updateSettingBodySchema, ok: successResponseSchema, errors: [400, 401, 422] },

  // Accounts
  { id: 'signUp', method: 'post', path: '/auth/signup', tag: 'Accounts', summary: 'Open a client account and send its verification mail', access: 'public', body: signUpBodySchema, ok: signUpResponseSchema, errors: [400, 422, 429, 503] },
  { id: 'verifyEmail', method: 'post', path: '/auth/verify-email', tag: 'Accounts', summary: 'Verify an e-mail address with the token of its link', access: 'public', query: tokenQuerySchema, ok: verifyEmailResponseSchema, errors: [400, 403, 422] },
  { id: 'resetPassword', method: 'get', path: '/auth/reset-password', tag: 'Accounts', summary: 'Send a password recovery mail', access: 'public', query: resetPasswordQuerySchema, ok: resetPasswordResponseSchema, errors: [400, 403, 422, 429, 503] },
  { id: 'resetPasswordTokenVerify', method: 'get', path: '/auth/reset-password-token-verify', tag: 'Accounts', summary: 'Whether a recovery link is still live', access: 'public', query: tokenQuerySchema, ok: resetPasswordTokenVerifyResponseSchema, errors: [400, 422] },
  { id: 'resetPasswordVerify', method: 'post', path: '/auth/reset-password-verify', tag: 'Accounts', summary: 'Set a new password with a recovery link', access: 'public', query: tokenQuerySchema, body: resetPasswordVerifyBodySchema, ok: accountUpdateResponseSchema, errors: [400, 403, 422] },
  { id: 'updateProfile', method: 'put', path: '/user/update-profile', tag: 'Accounts', summary: "Change the caller's profile", access: 'session', body: updateProfileBodySchema, ok: accountUpdateResponseSchema, errors: [400, 401, 422] },
  { id: 'changePassword', method: 'post', path: '/user/change-password', tag: 'Accounts', summary: "Change the caller's password", access: 'session', body: changePasswordBodySchema, ok: accountUpdateResponseSchema, errors: [400, 401, 422, 429] },

  // Reference data
  { id: 'languages', method: 'get', path: '/site/get-language', tag: 'Reference data', summary: 'Languages', access: 'public', ok: optionListSchema, errors: [] },
  { id: 'countries', method: 'get', path: '/site/get-country-list', tag: 'Reference data', summary: 'Countries, named in the interface language asked', access: 'public', query: countryListQuerySchema, ok: countryListSchema, errors: [400, 422] },
  { id: 'currencies', method: 'get', path: '/site/currency-list', tag: 'Reference data', summary: 'Currencies', access: 'public', ok: optionListSchema, errors: [] },
  { id: 'gearboxes', method: 'get', path: '/site/gearbox-list', tag: 'Reference data', summary: 'Gearbox types', access: 'public', ok: optionListSchema, errors: [] },
  { id: 'auctionStatuses', method: 'get', path: '/site/auction-status-list', tag: 'Reference data', summary: 'Auction statuses (label: the code, value: the name)', access: 'public', ok: auctionStatusListSchema, errors: [] },
  { id: 'conditions', method: 'get', path: '/site/condition-list', tag: 'Reference data', summary: 'Condition grades of cars, bikes or machinery', access: 'public', query: conditionListQuerySchema, ok: optionListSchema, errors: [400, 422] },
  { id: 'menuCounters', method: 'get', path: '/site/menu-counters', tag: 'Reference data', summary: 'Counters of the menu: live bids and saved searches per page type', access: 'session', ok: menuCountersSchema, errors: [401] },
  { id: 'auctionList', method: 'get', path: '/site/auction-list', tag: 'Reference data', summary: "The auctions of this auction week with lots of a page type, by day", access: 'session', query: auctionListQuerySchema, ok: auctionListResponseSchema, errors: [400, 401, 403, 404, 422] },
  { id: 'weekDays', method: 'get', path: '/site/week-days', tag: 'Reference data', summary: 'Monday to Saturday of the auction week', access: 'session', ok: weekDaysResponseSchema, errors: [401] },
  { id: 'machineryCategories', method: 'get', path: '/machinery/category-list', tag: 'Reference data', summary: 'Machinery categories and subcategories', access: 'session', ok: categoryListResponseSchema, errors: [401, 403, 404] },

  // Listings
  { id: 'listing', method: 'get', path: '/{pageType}/listing', pageTypes: ALL_PAGE_TYPES, tag: 'Listings', summary: 'One page of lots, filtered and sorted', access: 'session', query: listingQuerySchema, ok: byLotKind(carListingResponseSchema, bikeListingResponseSchema, mechListingResponseSchema), errors: [400, 401, 403, 404, 422] },
  { id: 'listingFilters', method: 'get', path: '/{pageType}/filters', pageTypes: ALL_PAGE_TYPES, tag: 'Listings', summary: 'Option lists with counters and range bounds under the filters', access: 'session', query: listingQuerySchema, ok: filtersResponseSchema, errors: [400, 401, 403, 404, 422] },
  { id: 'filterAttributes', method: 'get', path: '/{pageType}/filter-attributes', pageTypes: ALL_PAGE_TYPES, tag: 'Listings', summary: 'Filter options of the lots of a model, chassis or model search', access: 'session', query: filterAttributesQuerySchema, ok: filterAttributesResponseSchema, errors: [400, 401, 403, 404, 422] },
  { id: 'filterChassis', method: 'get', path: '/{pageType}/filter-chassis', pageTypes: ALL_PAGE_TYPES, tag: 'Listings', summary: 'Chassis codes starting with a text', access: 'session', query: filterChassisQuerySchema, ok: filterChassisResponseSchema, errors: [400, 401, 403, 404, 422] },
  { id: 'filterModel', method: 'get', path: '/{pageType}/filter-model', pageTypes: ALL_PAGE_TYPES, tag: 'Listings', summary: 'Models whose name contains a text', access: 'session', query: filterModelQuerySchema, ok: filterModelResponseSchema, errors: [400, 401, 403, 404, 422] },
  { id: 'makers', method: 'get', path: '/{pageType}/maker', pageTypes: CAR_PAGE_TYPES, tag: 'Listings', summary: 'Makers with their lot counts', access: 'session', ok: catalogOptionListSchema, errors: [401, 403, 404] },
  { id: 'models', method: 'get', path: '/{pageType}/model', pageTypes: CAR_PAGE_TYPES, tag: 'Listings', summary: 'Models of a maker (id) with their lot counts', access: 'session', query: modelListQuerySchema, ok: catalogOptionListSchema, errors: [400, 401, 403, 404, 422] },
  { id: 'makersPlural', method: 'get', path: '/{pageType}/makers', pageTypes: PLURAL_CATALOG_PAGE_TYPES, tag: 'Listings', summary: 'Makers with their lot counts (machinery: the value is the name)', access: 'session', ok: catalogOptionListSchema, errors: [401, 403, 404] },
  { id: 'modelsPlural', method: 'get', path: '/{pageType}/models', pageTypes: PLURAL_CATALOG_PAGE_TYPES, tag: 'Listings', summary: 'Models of a maker (bikes: id, machinery: name) with their lot counts', access: 'session', query: modelListQuerySchema, ok: catalogOptionListSchema, errors: [400, 401, 403, 404, 422] },

  // Saved searches and favorites
  { id: 'saveSearch', method: 'post', path: '/user/save-search', tag: 'Saved searches', summary: 'Save the query of a listing', access: 'session', body: saveSearchBodySchema, ok: NULL_ANSWER, errors: [400, 401, 403, 404, 422] },
  { id: 'updateSearch', method: 'post', path: '/user/update-search', tag: 'Saved searches', summary: 'Rename a saved search', access: 'session', body: updateSearchBodySchema, ok: successResponseSchema, errors: [400, 401, 404, 422] },
  { id: 'mySearches', method: 'get', path: '/user/my-search', tag: 'Saved searches', summary: "The caller's saved searches of a page type", access: 'session', query: mySearchQuerySchema, ok: savedSearchListResponseSchema, errors: [400, 401, 403, 404, 422] },
  { id: 'deleteSearch', method: 'post', path: '/user/delete-search', tag: 'Saved searches', summary: 'Delete a saved search', access: 'session', body: deleteSearchBodySchema, ok: successResponseSchema, errors: [400, 401, 404, 422] },
  { id: 'addFavorite', method: 'post', path: '/favorite/add', tag: 'Favorites', summary: 'File a lot in a favorites group (moving it from another)', access: 'session', body: favoriteAddBodySchema, ok: successResponseSchema, errors: [400, 401, 403, 404, 422] },
  { id: 'deleteFavorite', method: 'delete', path: '/favorite/delete', tag: 'Favorites', summary: 'Take a lot out of a favorites group', access: 'session', query: favoriteDeleteQuerySchema, ok: successResponseSchema, errors: [400, 401, 404, 422] },
  { id: 'favoriteList', method: 'get', path: '/favorite/list', tag: 'Favorites', summary: 'One page of a favorites group, newest first', access: 'session', query: favoriteListQuerySchema, ok: favoriteListResponseSchema, errors: [400, 401, 422] },

  // Lot detail
  { id: 'lotDetail', method: 'get', path: '/{pageType}/view', pageTypes: ALL_PAGE_TYPES, tag: 'Lot detail', summary: "A lot's detail with the caller's bid and favorites", access: 'session', query: lotIdQuerySchema, ok: byLotKind(carDetailResponseSchema, bikeDetailResponseSchema, machineryDetailResponseSchema), errors: [400, 401, 403, 404, 422] },
  { id: 'saveComment', method: 'post', path: '/car-auction/save-comment', tag: 'Lot detail', summary: "A manager's note on a lot of any page type", access: 'session', body: saveCommentBodySchema, ok: successResponseSchema, errors: [400, 401, 403, 404, 422] },
  { id: 'imageTranslate', method: 'get', path: '/car-auction/image-translate', tag: 'Lot detail', summary: "The URL of a lot's translated auction sheet", access: 'session', query: imageTranslateQuerySchema, ok: imageUrlResponseSchema, errors: [400, 401, 403, 404, 422] },
  { id: 'productionMonth', method: 'get', path: '/{pageType}/production-month', pageTypes: ['car-auction', 'stock', 'bikes'], tag: 'Lot detail', summary: 'The month of production of a frame number', access: 'session', query: productionMonthQuerySchema, ok: productionMonthResponseSchema, errors: [400, 401, 403, 404, 422] },
  { id: 'ussImages', method: 'get', path: '/car-auction/uss-images', tag: 'Lot detail', summary: "The rest of a USS lot's photos (spends one of the day's allowance)", access: 'session', query: lotIdQuerySchema, ok: ussImagesResponseSchema, errors: [400, 401, 403, 404, 422, 429] },
  { id: 'downloadImages', method: 'get', path: '/{pageType}/download-images', pageTypes: ['car-auction', 'bikes', 'bike-stats', 'machinery'], tag: 'Lot detail', summary: "The link of a lot's photo archive, valid one hour", access: 'session', query: lotIdQuerySchema, ok: downloadLinkResponseSchema, errors: [400, 401, 403, 404, 422] },
  { id: 'priceGuide', method: 'get', path: '/{pageType}/price-guide', pageTypes: Object.keys(PRICE_GUIDE_STATISTICS) as PageType[], tag: 'Lot detail', summary: "What comparable lots of the statistics sold for, and the statistics listing's query of them", access: 'session', query: lotIdQuerySchema, ok: priceGuideResponseSchema, errors: [400, 401, 403, 404, 422] },
  { id: 'vehicleHistory', method: 'get', path: '/{pageType}/history', pageTypes: ALL_PAGE_TYPES, tag: 'Lot detail', summary: "The vehicle's earlier offerings (same frame number), newest first", access: 'session', query: lotIdQuerySchema, ok: vehicleHistoryResponseSchema, errors: [400, 401, 403, 404, 422] },
  { id: 'downloadArchive', method: 'get', path: '/download/{file}', tag: 'Lot detail', summary: 'A photo archive (ZIP) by the link of download-images', access: 'public', pathParams: DOWNLOAD_FILE_PARAMS, ok: { raw: ['application/zip'] }, errors: [404] },
  { id: 'lotPhoto', method: 'get', path: '/images/lots/{lotId}/{photo}.svg', tag: 'Images', summary: "A lot's photo (reference API: drawn from the lot's data)", access: 'public', pathParams: lotPhotoParamsSchema, ok: SVG, errors: [404, 422] },
  { id: 'auctionSheet', method: 'get', path: '/images/sheets/{lotId}.svg', tag: 'Images', summary: "A lot's auction sheet", access: 'public', pathParams: auctionSheetParamsSchema, ok: SVG, errors: [404, 422] },
  { id: 'translatedSheet', method: 'get', path: '/images/sheets/{lotId}/en.svg', tag: 'Images', summary: "A lot's translated auction sheet", access: 'public', pathParams: auctionSheetParamsSchema, ok: SVG, errors: [404, 422] },
  { id: 'lotVideo', method: 'get', path: '/images/videos/{lotId}/{clip}.svg', tag: 'Images', summary: "A clip of a lot's condition report", access: 'public', pathParams: lotVideoParamsSchema, ok: SVG, errors: [404, 422] },

  // Share pages
  { id: 'sharePassword', method: 'get', path: '/{pageType}/password', pageTypes: ALL_PAGE_TYPES, tag: 'Share', summary: "The lot's share password (6 digits, 30 days)", access: 'session', query: sharePasswordQuerySchema, ok: sharePasswordResponseSchema, errors: [400, 401, 403, 404, 422] },
  { id: 'sharedLotSummary', method: 'get', path: '/share/lot', tag: 'Share', summary: 'The title of a shared lot, before its code', access: 'public', query: shareLotQuerySchema, ok: shareLotSummarySchema, errors: [400, 404, 422] },
  { id: 'sharedLot', method: 'post', path: '/share/lot', tag: 'Share', summary: 'A shared lot for its code', access: 'public', body: shareLotBodySchema, ok: shareLotResponseSchema, errors: [400, 403, 404, 422, 429] },
  { id: 'sharedProductionMonth', method: 'post', path: '/share/production-month', tag: 'Share', summary: "A shared lot's month of production for its code (car auctions, stock, bikes)", access: 'public', body: shareLotBodySchema, ok: productionMonthResponseSchema, errors: [400, 403, 404, 422, 429] },

  // Bid lists
  { id: 'managerBids', method: 'get', path: '/bid/index', tag: 'Bid lists', summary: 'Every live bid (managers)', access: 'session', query: bidListQuerySchema, ok: bidListResponseSchema, errors: [400, 401, 403, 422] },
  { id: 'myBids', method: 'get', path: '/bid/my-bid', tag: 'Bid lists', summary: "The caller's live bids (clients)", access: 'session', query: bidListQuerySchema, ok: bidListResponseSchema, errors: [400, 401, 403, 422] },
  { id: 'dealerBids', method: 'get', path: '/bid/dealer', tag: 'Bid lists', summary: "A dealer's and their clients' live bids", access: 'session', query: bidListQuerySchema, ok: bidListResponseSchema, errors: [400, 401, 403, 422] },
  { id: 'bidHistory', method: 'get', path: '/bid/bid-history', tag: 'Bid lists', summary: 'The archived bids the caller sees', access: 'session', query: bidListQuerySchema, ok: bidListResponseSchema, errors: [400, 401, 422] },
  { id: 'bidFilters', method: 'get', path: '/bid/filters', tag: 'Bid lists', summary: 'Option lists and counters of the live bids', access: 'session', query: bidFiltersQuerySchema, ok: bidFiltersResponseSchema, errors: [400, 401, 422] },
  { id: 'bidHistoryFilters', method: 'get', path: '/bid/bid-history-filters', tag: 'Bid lists', summary: 'Option lists and counters of the archived bids', access: 'session', query: bidFiltersQuerySchema, ok: bidFiltersResponseSchema, errors: [400, 401, 422] },
  { id: 'bidLotSearch', method: 'get', path: '/bid/search', tag: 'Bid lists', summary: "The caller's visible bids on lots of some numbers", access: 'session', query: lotSearchQuerySchema, ok: lotSearchResponseSchema, errors: [400, 401, 422] },
  { id: 'dealerClients', method: 'get', path: '/bid/dealer-clients', tag: 'Bid lists', summary: "A dealer's clients", access: 'session', query: dealerClientsQuerySchema, ok: dealerClientsResponseSchema, errors: [400, 401, 403, 422] },

  // Bidding
  { id: 'createBid', method: 'post', path: '/bid/create', tag: 'Bidding', summary: "Place, raise or place again the caller's bid on a lot", access: 'session', body: bidCreateBodySchema, ok: bidResultSchema, errors: [400, 401, 402, 403, 404, 409, 422] },
  { id: 'bidFromManager', method: 'post', path: '/bid/bid-from-manager', tag: 'Bidding', summary: 'A manager bids for a client', access: 'session', body: bidFromManagerBodySchema, ok: bidResultSchema, errors: [400, 401, 402, 403, 404, 409, 422] },
  { id: 'updateBidStatus', method: 'put', path: '/bid/update-bid-status', tag: 'Bidding', summary: "Cancel a bid (clients, dealers) or set its status (managers)", access: 'session', body: updateBidStatusBodySchema, ok: successResponseSchema, errors: [400, 401, 403, 404, 409, 422] },
  { id: 'bidTypes', method: 'get', path: '/bid/type', tag: 'Bidding', summary: 'Bid types of the bid form', access: 'session', ok: bidTypeListSchema, errors: [401] },
  { id: 'exportTypes', method: 'get', path: '/bid/export-type', tag: 'Bidding', summary: "Export types of the managers' forms", access: 'session', ok: bidTypeListSchema, errors: [401] },
  { id: 'bidGroups', method: 'get', path: '/bid/group', tag: 'Bidding', summary: "Bid groups with the caller's open bids in each", access: 'session', ok: bidGroupListSchema, errors: [401] },
  { id: 'userSearch', method: 'get', path: '/user/search', tag: 'Bidding', summary: 'Clients by name, e-mail or id (managers)', access: 'session', query: userSearchQuerySchema, ok: userSearchResultSchema, errors: [400, 401, 403, 422] },
  { id: 'userInfo', method: 'get', path: '/user/user-info', tag: 'Bidding', summary: "A client's balance for the manager's credit check", access: 'session', query: userInfoQuerySchema, ok: userInfoResponseSchema, errors: [400, 401, 403, 404, 422] },

  // Bid management (managers)
  { id: 'updateSoldPrice', method: 'put', path: '/bid/update-sold-price', tag: 'Bid management', summary: 'Enter the sold price of a bid', access: 'session', body: updateSoldPriceBodySchema, ok: bidMutationResponseSchema, errors: [400, 401, 403, 404, 409, 422] },
  { id: 'updateBidPrice', method: 'put', path: '/bid/update-bid-price', tag: 'Bid management', summary: "Change a bid's amount, group, export type or adjustment", access: 'session', body: updateBidPriceBodySchema, ok: updateBidPriceResponseSchema, errors: [400, 401, 403, 404, 409, 422] },
  { id: 'updateAdjustmentPrice', method: 'put', path: '/bid/update-adjustment-price', tag: 'Bid management', summary: "Change a bid's adjustment price", access: 'session', body: updateAdjustmentPriceBodySchema, ok: bidMutationResponseSchema, errors: [400, 401, 403, 404, 409, 422] },
  { id: 'updateAutoBid', method: 'put', path: '/bid/update-auto-bid', tag: 'Bid management', summary: 'Switch autobid of a bid', access: 'session', body: updateAutoBidBodySchema, ok: bidMutationResponseSchema, errors: [400, 401, 403, 404, 409, 422] },
  { id: 'bidLogs', method: 'get', path: '/bid/logs', tag: 'Bid management', summary: "A bid's history, oldest first", access: 'session', query: bidLogsQuerySchema, ok: bidLogsResponseSchema, errors: [400, 401, 403, 404, 422] },

  // Chat
  { id: 'bidChat', method: 'get', path: '/bid/chat', tag: 'Chat', summary: 'The chat of a bid, oldest first', access: 'session', query: bidChatQuerySchema, ok: bidChatResponseSchema, errors: [400, 401, 403, 404, 422] },
  { id: 'updateChatStatus', method: 'put', path: '/bid/update-chat-status', tag: 'Chat', summary: 'The caller has read the chat of a bid', access: 'session', body: chatStatusBodySchema, ok: chatSuccessResponseSchema, errors: [400, 401, 403, 404, 422] },
  { id: 'saveChat', method: 'post', path: '/bid/save-chat', tag: 'Chat', summary: 'Write a chat message on a bid', access: 'session', body: saveChatBodySchema, ok: chatSuccessResponseSchema, errors: [400, 401, 403, 404, 422] },

  // Purchases, payments and dashboard
  { id: 'purchaseList', method: 'get', path: '/purchased-cars/list', tag: 'Purchases', summary: 'One page of the purchases the caller sees', access: 'session', query: purchaseListQuerySchema, ok: purchaseListResponseSchema, errors: [400, 401, 422] },
  { id: 'purchaseDetail', method: 'get', path: '/purchased-cars/view', tag: 'Purchases', summary: 'One purchase', access: 'session', query: purchaseIdQuerySchema, ok: purchaseDetailResponseSchema, errors: [400, 401, 404, 422] },
  { id: 'purchaseImages', method: 'get', path: '/purchased-cars/download-images', tag: 'Purchases', summary: "The link of a purchased lot's photo archive", access: 'session', query: purchaseIdQuerySchema, ok: downloadLinkResponseSchema, errors: [400, 401, 403, 404, 422] },
  { id: 'uploadDocument', method: 'post', path: '/purchased-cars/document', tag: 'Purchases', summary: 'Upload a document of a purchase (the file is the body, at most 10 MB)', access: 'session', query: documentUploadQuerySchema, body: { raw: Object.keys(DOCUMENT_TYPES) }, ok: documentUploadResponseSchema, errors: [400, 401, 404, 413, 415, 422] },
  { id: 'downloadDocument', method: 'get', path: '/purchased-cars/document/{docId}', tag: 'Purchases', summary: 'A document of a purchase, as an attachment', access: 'session', pathParams: documentIdParamsSchema, ok: { raw: Object.keys(DOCUMENT_TYPES) }, errors: [401, 404, 422] },
  { id: 'deleteDocument', method: 'delete', path: '/purchased-cars/document/{docId}', tag: 'Purchases', summary: 'Delete a document (its uploader or a manager)', access: 'session', pathParams: documentIdParamsSchema, ok: successResponseSchema, errors: [401, 403, 404, 422] },
  { id: 'paymentList', method: 'get', path: '/payments/list', tag: 'Payments', summary: 'One page of payment records, newest first, with totals', access: 'session', query: paymentListQuerySchema, ok: paymentListResponseSchema, errors: [400, 401, 403, 422] },
  { id: 'dashboard', method: 'get', path: '/dashboard/summary', tag: 'Dashboard', summary: "The dashboard of the caller's role", access: 'session', ok: dashboardResponseSchema, errors: [401] },

  // This contract
  { id: 'openApi', method: 'get', path: '/openapi.json', tag: 'Contract', summary: 'This document (OpenAPI 3.1)', access: 'public', ok: OPENAPI_DOCUMENT, errors: [] },
];

/** The socket (docs/api.md "Socket"): what each event to the browser carries, and the handshake. */
export const SOCKET = {
  path: '/socket.io',
  handshakeAuth: socketHandshakeAuthSchema,
  rooms: ['user:<id>', 'role:<manager|client|dealer>'],
  events: {
    notification: { summary: "A bidder's bid event, to the managers", payload: notificationSchema },
    'client-notification': { summary: "A manager's change of a bid, to its client and their dealer", payload: notificationSchema },
    'chat-notification': { summary: 'A chat message, to the managers and to the bid\'s client and their dealer', payload: chatNotificationSchema },
  } satisfies Record<SocketEvent, { summary: string; payload: JsonSchema }>,
} as const;

/** The concrete paths of an operation: `{pageType}` put in for each of its page types. */
export function concretePaths(operation: Operation): string[] {
  return operation.pageTypes ? operation.pageTypes.map((type) => operation.path.replace('{pageType}', type)) : [operation.path];
}

/** The 200 answer's schema of an operation at one page type (or none: a raw answer). */
export function okSchemaOf(operation: Operation, pageType?: PageType): JsonSchema | undefined {
  const { ok } = operation;
  if (isRawContent(ok)) return undefined;
  if (!isPerPageType(ok)) return ok;
  const schema = pageType && ok.byPageType[pageType];
  if (!schema) throw new Error(`${operation.id} has no answer schema for page type ${String(pageType)}`);
  return schema;
}

export function operationById(id: string): Operation {
  const operation = OPERATIONS.find((candidate) => candidate.id === id);
  if (!operation) throw new Error(`No operation ${id} in schemas/api/operations.ts`);
  return operation;
}
