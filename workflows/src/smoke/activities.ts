/** The smoke workflow's one activity. */
export async function greet(name: string): Promise<string> {
  return `Hello, ${name}!`;
}
