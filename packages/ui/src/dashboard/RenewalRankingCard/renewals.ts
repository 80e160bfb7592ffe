/** A renewal count in words: '1 renewal', '0 renewals', '11 renewals'. */
export function renewalCountText(count: number): string {
  return count === 1 ? '1 renewal' : `${count.toLocaleString('en-US')} renewals`
}
