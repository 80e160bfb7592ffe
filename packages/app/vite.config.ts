import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The dev server forwards /api to a locally running server (npm start, or the server package).
export default defineConfig({
  plugins: [react()],
  envDir: '../..',
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: { proxy: { '/api': process.env.RECUR_API_PROXY ?? 'http://localhost:3000' } },
})
