import type { Config } from '../config'
import type { AnswerCache } from '../http/answerCache'
import type { Services } from '../services'
import type { Serve } from './serve'

/** What every route module receives. */
export interface RouteContext {
  config: Config
  services: Services
  /** The cache of signed-in GETs' answers (http/answerCache.ts). */
  answers: AnswerCache
  /** Serves a row of the endpoint tables (routes/serve.ts). */
  serve: Serve
}
