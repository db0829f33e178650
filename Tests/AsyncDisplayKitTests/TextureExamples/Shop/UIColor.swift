//
//  UIColor.swift
//  Texture
//
//  Copyright (c) Pinterest, Inc.  All rights reserved.
//  Licensed under Apache 2.0: http://www.apache.org/licenses/LICENSE-2.0
//

import Foundation

extension UIColor {
    
    class func primaryBackgroundColor() -> UIColor {
        return UIColor.init(red: 237/255, green: 239/255, blue: 242/255, alpha: 1.0)
    }
    
    class func primaryBarTintColor() -> UIColor {
        return UIColor.init(red: 57/255, green: 59/255, blue: 63/255, alpha: 1.0)
    }
    
    class func containerBackgroundColor() -> UIColor {
        return UIColor.init(red: 255/255, green: 255/255, blue: 255/255, alpha: 1.0)
    }
    
    class func containerBorderColor() -> UIColor {
        return UIColor.init(red: 231/255, green: 232/255, blue: 235/255, alpha: 1.0)
    }
    
}
