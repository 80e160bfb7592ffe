import { IMPORT_TEMPLATE_CSV, IMPORT_TEMPLATE_FILE_NAME, messages, pages } from '@recur/api'
import { ImportSubscriptions, PageTitle, type ImportState } from '@recur/ui'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useApi } from '../../api'
import { importBody, refusalOf } from './importFile'

/** The CSV template as a file the browser can save (a blob URL, released with the screen). */
function useTemplateHref(): string {
  const [href, setHref] = useState('')
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([IMPORT_TEMPLATE_CSV], { type: 'text/csv' }))
    setHref(url)
    return () => URL.revokeObjectURL(url)
  }, [])
  return href
}

type Body = Awaited<ReturnType<typeof importBody>>

/**
 * Importing subscriptions (issue 16): a file is checked here (size, type), read, and sent for a
 * preview; the same file is sent again to import it, so the server never trusts a preview the
 * browser hands back. Nothing is saved before 'Import N subscriptions'.
 */
export function ImportSubscriptionsScreen() {
  const { mutations } = useApi()
  const preview = useMutation(mutations.previewImport())
  const confirm = useMutation(mutations.confirmImport())
  const [body, setBody] = useState<Body | null>(null)
  const [reading, setReading] = useState(false)
  const [refusal, setRefusal] = useState<string>()
  const [skipDuplicates, setSkipDuplicates] = useState(true)
  const templateHref = useTemplateHref()

  const start = () => {
    preview.reset()
    confirm.reset()
    setBody(null)
    setRefusal(undefined)
    setSkipDuplicates(true)
  }

  const onFile = (file: File) => {
    start()
    const refused = refusalOf(file)
    if (refused) {
      setRefusal(refused)
      return
    }
    setReading(true)
    importBody(file)
      .then((read) => {
        setBody(read)
        preview.mutate(read)
      })
      .catch(() => setRefusal(messages.importUnreadable))
      .finally(() => setReading(false))
  }

  const state: ImportState = confirm.data
    ? { step: 'done', result: confirm.data.data }
    : preview.data
      ? {
          step: 'preview',
          preview: preview.data.data,
          importing: confirm.isPending,
          error: confirm.error?.message,
        }
      : {
          step: 'choose',
          reading: reading || preview.isPending,
          error: refusal ?? preview.error?.message,
        }

  return (
    <>
      <PageTitle>Import Subscriptions</PageTitle>
      <ImportSubscriptions
        state={state}
        onFile={onFile}
        skipDuplicates={skipDuplicates}
        onSkipDuplicatesChange={setSkipDuplicates}
        onConfirm={() => {
          if (body) confirm.mutate({ ...body, skip_duplicates: skipDuplicates })
        }}
        onChooseAnother={start}
        templateHref={templateHref}
        templateFileName={IMPORT_TEMPLATE_FILE_NAME}
        subscriptionsHref={pages.subscriptions}
      />
    </>
  )
}
