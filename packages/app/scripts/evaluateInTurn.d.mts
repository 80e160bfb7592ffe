/** Browser code: `function evaluateInTurn(chunks: string[])`, as text (evaluateInTurn.mjs). */
export declare const evaluateInTurn: string
