import { chooseTemplate, rejectionKeyOf } from './templateChoice';

describe('templates by phone (section 4)', () => {
  it('the first approved template is chosen', () => {
    expect(chooseTemplate([{ templateId: 1, status: 0 }, { templateId: 2, status: 1 }, { templateId: 3, status: 1 }])).toEqual({ selected: { templateId: 2, status: 1 }, noTemplatesYet: false, notice: null });
  });

  it('none approved: the first is chosen, "no templates yet" is set, and it says refused or waiting', () => {
    expect(chooseTemplate([{ templateId: 1, status: 2 }, { templateId: 2, status: 0 }])).toEqual({ selected: { templateId: 1, status: 2 }, noTemplatesYet: true, notice: 'notApproved' });
    expect(chooseTemplate([{ templateId: 2, status: 0 }, { templateId: 1, status: 2 }])).toEqual({ selected: { templateId: 2, status: 0 }, noTemplatesYet: true, notice: 'notApprovedYet' });
    expect(chooseTemplate([])).toEqual({ selected: undefined, noTemplatesYet: true, notice: null });
  });

  it("a refusal reads as the spec's template-update text, by code or by Meta's reason", () => {
    expect(rejectionKeyOf('3')).toBe('errors.whatsapp.templateUpdate.3');
    expect(rejectionKeyOf('INVALID_FORMAT')).toBe('errors.whatsapp.templateUpdate.2');
    expect(rejectionKeyOf('something the server said')).toBeNull();
    expect(rejectionKeyOf(undefined)).toBeNull();
  });
});
