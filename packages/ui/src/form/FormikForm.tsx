import { Formik, type FormikValues } from 'formik'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { space } from '../theme'
import { ServerErrorsProvider } from './ServerErrors'
import type { ServerErrors, ValidationSchema } from './types'

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space[5]};
`

export interface FormikFormProps<Values extends FormikValues> {
  initialValues: Values
  validationSchema: ValidationSchema
  onSubmit: (values: Values) => void
  serverErrors?: ServerErrors
  /** Names the form for assistive technology, e.g. the id of its heading. */
  'aria-labelledby'?: string
  children: ReactNode
}

/**
 * A formik form in the design system's layout. The browser's own validation is off: the schema
 * speaks, in the spec's words, under each field.
 */
export function FormikForm<Values extends FormikValues>({
  initialValues,
  validationSchema,
  onSubmit,
  serverErrors,
  children,
  ...aria
}: FormikFormProps<Values>) {
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={validationSchema}
      onSubmit={(values) => onSubmit(values)}
    >
      {({ handleSubmit }) => (
        <ServerErrorsProvider serverErrors={serverErrors}>
          <StyledForm noValidate onSubmit={handleSubmit} {...aria}>
            {children}
          </StyledForm>
        </ServerErrorsProvider>
      )}
    </Formik>
  )
}
