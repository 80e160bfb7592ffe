import { messages, newSubscriptionDefaults, pages } from '@recur/api'
import { SubscriptionForm } from '@recur/ui'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useApi } from '../../api'
import { useIdlePreload } from '../deferred'
import { fieldErrorsOf } from '../fieldErrors'
import { formSchema, formSchemas } from '../formSchemas'

// The form's rules load after the page has painted (../formSchemas.ts).
const subscriptionSchema = formSchema('subscriptionSchema')

/** Spec §2 Add New Subscription. */
export function CreateSubscriptionScreen() {
  useIdlePreload(formSchemas)
  const { queries, mutations } = useApi()
  const currencies = useQuery(queries.currencies())
  const create = useMutation(mutations.createSubscription())
  // A new form (and new defaults for today) after each 'Add Another'.
  const [initialValues, setInitialValues] = useState(() => newSubscriptionDefaults())
  return (
    <SubscriptionForm
      key={create.submittedAt}
      title="Add New Subscription"
      submitLabel="Save"
      initialValues={initialValues}
      validationSchema={subscriptionSchema}
      currencies={currencies.data ?? []}
      status={create.status}
      message={create.error?.message}
      serverErrors={fieldErrorsOf(create.error)}
      successMessage={messages.subscriptionCreated}
      // formik hands over the raw values; the schema's cast trims them and types them (the
      // schemas are in: the values have just passed the schema).
      onSubmit={(values) =>
        void formSchemas
          .preload()
          .then((schemas) => create.mutate(schemas.subscriptionSchema.cast(values)))
      }
      onAddAnother={() => {
        create.reset()
        setInitialValues(newSubscriptionDefaults())
      }}
      subscriptionsHref={pages.subscriptions}
    />
  )
}
