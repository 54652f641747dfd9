// Checks a list answer with its precompiled validator (build/list-validators.ts), each validator its
// own chunk. Loaded, with them, only once a list has rendered: nothing of it is in the first visit.
import { responseProblems, type ResponseProblem } from '../../../schemas/response-problems';
import type { ListAnswerName } from './validators';

const VALIDATORS: Readonly<Record<ListAnswerName, () => Promise<typeof import('../generated/carListingResponse.js')>>> = {
  carListingResponse: () => import('../generated/carListingResponse.js'),
  bikeListingResponse: () => import('../generated/bikeListingResponse.js'),
  mechListingResponse: () => import('../generated/mechListingResponse.js'),
  bidListResponse: () => import('../generated/bidListResponse.js'),
  purchaseListResponse: () => import('../generated/purchaseListResponse.js'),
  paymentListResponse: () => import('../generated/paymentListResponse.js'),
};

export async function checkAnswer(name: ListAnswerName, answer: object): Promise<ResponseProblem[]> {
  const { validate } = await VALIDATORS[name]();
  return validate(answer) ? [] : responseProblems(validate.errors, answer);
}
