/**
 * The contract's form schemas, with yup: a chunk of its own, which no route's first paint needs
 * (formSchemas.ts). The wallet's two forms load theirs with their own parts (wallet/).
 */
export {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  profileSchema,
  registerSchema,
  resetPasswordSchema,
  servicePurchaseSchema,
  subscriptionSchema,
} from '@recur/api'
