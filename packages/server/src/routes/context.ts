import type { Config } from '../config'
import type { AnswerCache } from '../http/answerCache'
import type { Services } from '../services'

/** What every route module receives. */
export interface RouteContext {
  config: Config
  services: Services
  /** The cache of signed-in GETs' answers (http/answerCache.ts). */
  answers: AnswerCache
}
