import { pageAnswers } from '@storefront/shared/startup/page-answers';

function documentWith(text: string | null) {
  document.getElementById('page-answers')?.remove();
  if (text === null) return;
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'page-answers';
  script.textContent = text;
  document.body.appendChild(script);
}

afterEach(() => documentWith(null));

describe('pageAnswers', () => {
  const queries = [{ path: 'ticket.list', data: [{ name: 'Vé cáp treo khứ hồi' }] }];

  it("are the document's answers on a page in the language they were given in", () => {
    documentWith(JSON.stringify({ locale: 'vi', queries }));
    expect(pageAnswers('vi')).toEqual(queries);
  });

  it('are none on a page in another language, or when the document does not say which', () => {
    expect(pageAnswers('en', { locale: 'vi', queries })).toEqual([]);
    expect(pageAnswers('vi', { queries })).toEqual([]);
    expect(pageAnswers('vi', {})).toEqual([]);
  });

  it('are none without the element, or when it is damaged', () => {
    expect(pageAnswers('vi')).toEqual([]);
    documentWith('{"locale":');
    expect(pageAnswers('vi')).toEqual([]);
    documentWith('null');
    expect(pageAnswers('vi')).toEqual([]);
  });
});
