import type { Config } from '../config'
import type { Services } from '../services'

/** What every route module receives. */
export interface RouteContext {
  config: Config
  services: Services
}
