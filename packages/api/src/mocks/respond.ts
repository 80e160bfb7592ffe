import { HttpResponse } from 'msw'
import type { FieldErrors } from '../envelope'
import { messages } from '../messages'

/** Envelope responses as the real server sends them. */
export const ok = <T>(data: T, message: string = messages.ok) =>
  HttpResponse.json({ status: 200, message, data })

export const fail = (status: number, message: string, errors?: FieldErrors) =>
  HttpResponse.json({ status, message, data: null, ...(errors ? { errors } : {}) }, { status })

export const serverError = () => fail(500, messages.serverError)
export const unauthorized = () => fail(401, messages.unauthenticated)
export const validationError = (errors: FieldErrors) => fail(422, messages.validationFailed, errors)
