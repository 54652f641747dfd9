import { maskPhone } from '../../../src/forms/phone-mask';

describe('phone mask', () => {
  it.each([
    ['9', '+7 (9'],
    ['912', '+7 (912'],
    ['9123', '+7 (912) 3'],
    ['9123456789', '+7 (912) 345-67-89'],
    ['91234567890123', '+7 (912) 345-67-89'],
    ['+7 (912) 345-67-8', '+7 (912) 345-67-8'],
    ['89123456789', '+7 (912) 345-67-89'],
    ['abc', ''],
  ])('writes Russian numbers as +7 (999) 999-99-99 when the language is 693: %s', (input, masked) => {
    expect(maskPhone(input, 693)).toBe(masked);
  });

  it.each([
    ['+81 90-1234 (5678)', '+81 90-1234 (5678)'],
    ['tel: 123abc', ' 123'],
    ['12+34', '1234'],
  ])('keeps digits, a leading + and separators in English: %s', (input, masked) => {
    expect(maskPhone(input, 692)).toBe(masked);
  });
});
